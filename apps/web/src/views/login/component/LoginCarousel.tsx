import { Carousel } from 'antd';

/** The tenant's login carousel (loaded only when the tenant has images). */
export function LoginCarousel({ images }: { images: readonly string[] }) {
  return (
    <Carousel autoplay>
      {images.map((src) => (
        <div key={src}>
          <img src={src} alt="" className="login-carousel-img" />
        </div>
      ))}
    </Carousel>
  );
}
